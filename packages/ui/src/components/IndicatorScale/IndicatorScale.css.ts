import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.text,
  containerType: 'inline-size',
});

export const current = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const list = recipe({
  base: { display: 'flex', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row' },
      vertical: { flexDirection: 'column' },
    },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xsmall,
    flex: '1 1 0',
    minWidth: 0,
    padding: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: '2px solid transparent',
    color: vars.colour.textMuted,
    lineHeight: vars.font.lineHeight.tight,
    '@container': {
      '(max-width: 420px)': { paddingInline: vars.space.xxsmall, fontSize: vars.font.size.xsmall },
    },
  },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'column', alignItems: 'stretch', textAlign: 'center' },
      vertical: { flexDirection: 'row', alignItems: 'center' },
    },
    isCurrent: {
      true: {
        borderColor: vars.colour.text,
        backgroundColor: vars.colour.surfaceRaised,
        color: vars.colour.text,
        fontWeight: vars.font.weight.strong,
      },
      false: {},
    },
  },
});

export const swatch = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    borderRadius: vars.radius.small,
    minHeight: 12,
    minWidth: 24,
  },
  variants: {
    level: {
      tooWet: { backgroundColor: vars.colour.indicator.tooWet },
      moist: { backgroundColor: vars.colour.indicator.moist },
      needsWater: { backgroundColor: vars.colour.indicator.needsWater },
      tooDry: { backgroundColor: vars.colour.indicator.tooDry },
      unknown: { backgroundColor: vars.colour.indicator.unknown },
    },
  },
});

export const itemLabel = style({ overflowWrap: 'normal' });

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  color: vars.colour.textMuted,
});

export const legendTerm = style({ color: vars.colour.text, fontWeight: vars.font.weight.medium });
export const legendDetail = style({ margin: 0 });

export const legendRow = style({ display: 'contents' });
