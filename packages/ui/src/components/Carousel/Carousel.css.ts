import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const focusRing = `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  selectors: {
    '&:fullscreen': {
      justifyContent: 'center',
      borderRadius: 0,
      border: 'none',
      backgroundColor: vars.colour.background,
    },
  },
});

export const slides = style({ position: 'relative', minWidth: 0 });

const fade = keyframes({ from: { opacity: 0.4 } });

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  animation: `${fade} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.colour.tone.neutral.soft,
  selectors: {
    [`${root}:fullscreen &`]: { aspectRatio: 'auto', height: 'calc(100vh - 160px)' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { [`${root}:fullscreen &`]: { objectFit: 'contain' } },
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  width: '100%',
  height: '100%',
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  backgroundColor: vars.colour.tone.neutral.soft,
  backgroundImage: `radial-gradient(circle at 30% 30%, ${vars.colour.surface} 0, transparent 60%)`,
});

export const caption = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderTop: `1px solid ${vars.colour.border}`,
});

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

/** A 24 px hit area around an 10 px dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.colour.textMuted}`,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]::before': { borderColor: vars.colour.brandStrong },
    '&[aria-current="true"]::before': {
      borderColor: vars.colour.brandStrong,
      backgroundColor: vars.colour.brandStrong,
    },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  aspectRatio: '16 / 9',
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.colour.textMuted,
  backgroundColor: vars.colour.tone.neutral.soft,
});
