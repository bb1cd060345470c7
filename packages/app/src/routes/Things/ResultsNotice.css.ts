import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  color: vars.colour.text,
});

export const notice = styleVariants({
  info: [
    base,
    {
      backgroundColor: vars.colour.tone.neutral.soft,
      borderInlineStartColor: vars.colour.brandStrong,
    },
  ],
  caution: [
    base,
    {
      backgroundColor: vars.colour.tone.caution.soft,
      borderInlineStartColor: vars.colour.tone.caution.foreground,
    },
  ],
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 12rem',
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.strong });

export const detail = style({ margin: 0, fontSize: vars.font.size.small });
