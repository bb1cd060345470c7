import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** The chevron's box; the panel's content starts after it, under the label's first letter. */
const CHEVRON = '1em';

// No gap on the grid: a closed panel (`hidden="until-found"`) keeps its box in Chromium, so a
// gap would leave space under a closed trigger. The space sits inside the panel's content.
export const root = style({
  display: 'grid',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

/** The trigger inside a heading: the heading adds its level to the outline, not its looks. */
export const heading = style({
  margin: 0,
  font: 'inherit',
  display: 'grid',
  minWidth: 0,
});

/** The trigger: the label after a chevron, in the brand's link colour, as wide as its words. */
export const trigger = recipe({
  base: {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'none',
    fontFamily: 'inherit',
    lineHeight: vars.font.lineHeight.tight,
    color: vars.colour.brandStrong,
    textAlign: 'start',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      '&[data-focus-visible]': {
        boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
    },
  },
  variants: {
    size: {
      // Beside other content, e.g. the watering advice's "Why?": 24 px, the smallest target
      // WCAG 2.2 (2.5.8) allows.
      small: {
        minHeight: 24,
        fontSize: vars.font.size.small,
        fontWeight: vars.font.weight.medium,
      },
      medium: {
        minHeight: 32,
        fontSize: vars.font.size.medium,
        fontWeight: vars.font.weight.strong,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The chevron and the label; a label that wraps keeps the chevron on its first line. */
export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/**
 * Points at the label when closed and turns to point down at the panel when open. Its box is one
 * line high, so the 1em icon sits centred on the label's first line.
 */
export const chevron = style({
  flexShrink: 0,
  width: CHEVRON,
  height: `calc(${vars.font.lineHeight.tight} * 1em)`,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ minWidth: 0 });

/**
 * The panel itself keeps the browser's own hiding (react-aria sets `hidden="until-found"`, so
 * find-in-page can open it); a `display` here would override that. Its content lays out inside.
 */
export const panel = recipe({
  base: {
    minWidth: 0,
    paddingInlineStart: `calc(${CHEVRON} + ${vars.space.xsmall})`,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const content = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.xsmall,
});
