import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export { visuallyHidden } from '../../css/visuallyHidden.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** The calm inline confirmation before clearing: no overlay, nothing locked. */
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.tone.critical.soft}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surface,
  overflowWrap: 'anywhere',
});

export const confirmQuestion = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const confirmText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.textMuted,
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const log = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const messageBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const message = styleVariants({
  user: [messageBase, { alignItems: 'flex-end' }],
  assistant: [messageBase, { alignItems: 'flex-start' }],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.colour.text,
});

export const authorIcon = style({ flexShrink: 0, color: vars.colour.accent.foreground });

const bubbleBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  boxSizing: 'border-box',
  maxWidth: 'min(100%, 40rem)',
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  user: [
    bubbleBase,
    {
      maxWidth: 'min(88%, 36rem)',
      backgroundColor: vars.colour.accent.soft,
      border: `1px solid ${vars.colour.accent.soft}`,
      borderEndEndRadius: vars.radius.small,
    },
  ],
  assistant: [
    bubbleBase,
    {
      backgroundColor: vars.colour.surface,
      border: `1px solid ${vars.colour.border}`,
      borderEndStartRadius: vars.radius.small,
      boxShadow: vars.shadow.small,
    },
  ],
  failed: [
    bubbleBase,
    {
      backgroundColor: vars.colour.surface,
      border: `1px solid ${vars.colour.tone.critical.solid}`,
      borderEndStartRadius: vars.radius.small,
    },
  ],
});

/** The words of a message: line breaks kept, long unbroken words wrapped. */
export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.tone.critical.foreground,
});

export const failureIcon = style({ flexShrink: 0, marginTop: 3 });

export const sources = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.colour.border}`,
  fontSize: vars.font.size.small,
});

export const sourcesLabel = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const sourceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sourceItem = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const typing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.xsmall,
});

export const dots = style({ display: 'inline-flex', gap: 3 });

export const dot = style({
  display: 'block',
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.accent.solid,
  animation: `${blink} 1200ms ${vars.motion.easing.standard} infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '150ms' },
    '&:nth-child(3)': { animationDelay: '300ms' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px dashed ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surfaceRaised,
  overflowWrap: 'anywhere',
});

export const introTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const introIcon = style({ flexShrink: 0, color: vars.colour.accent.foreground });

export const introText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.textMuted,
});

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const questionsLabel = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

export const skeletons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const skeletonUser = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.info.soft,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});

export const noticeIcon = style({
  flexShrink: 0,
  marginTop: 2,
  color: vars.colour.tone.info.foreground,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
});

export const textArea = style({
  display: 'block',
  minHeight: 72,
  paddingBlock: vars.space.small,
  resize: 'vertical',
  selectors: { '&[readonly]': { backgroundColor: vars.colour.background } },
});

export const composerFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const composerHints = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const count = style({
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.textMuted,
});

export const countOver = style({
  fontWeight: vars.font.weight.strong,
  color: vars.colour.tone.critical.foreground,
});

export const sendError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.tone.critical.foreground,
  overflowWrap: 'anywhere',
});

export const sendButton = style({ marginInlineStart: 'auto' });
