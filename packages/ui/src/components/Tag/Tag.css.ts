import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

type Tone = keyof typeof vars.colour.tone;

const toneStyle = (tone: Tone | 'accent') => {
  const tokens = tone === 'accent' ? vars.colour.accent : vars.colour.tone[tone];
  return { backgroundColor: tokens.soft, borderColor: tokens.soft, color: tokens.foreground };
};

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    minHeight: 24,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: toneStyle('neutral'),
      positive: toneStyle('positive'),
      caution: toneStyle('caution'),
      critical: toneStyle('critical'),
      info: toneStyle('info'),
      accent: toneStyle('accent'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
