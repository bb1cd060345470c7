import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const advice = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

/** The headline carries its kind in a bar of its tone, and in its words. */
const headlineBase = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: '4px solid',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
});
export const headline = styleVariants({
  water: [headlineBase, { borderColor: vars.colour.indicator.needsWater }],
  skip: [headlineBase, { borderColor: vars.colour.indicator.moist }],
  unknown: [headlineBase, { borderColor: vars.colour.indicator.unknown }],
});
/** The list's headline: smaller, under the thing's name. */
export const compactHeadline = style({
  fontSize: vars.font.size.small,
  borderInlineStartWidth: '3px',
});

export const disclosure = style({ display: 'grid', gap: vars.space.xsmall });

/** "Why?": looks like a link, behaves as the disclosure's button (Enter and Space). */
export const trigger = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.brandStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

globalStyle(`${reasons} > li`, { overflowWrap: 'anywhere' });

export const inputName = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: '0.4em' });

export const detail = style({
  display: 'block',
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const rule = style({ margin: 0, color: vars.colour.textMuted });
