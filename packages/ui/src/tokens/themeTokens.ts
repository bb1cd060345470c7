// The single source of design tokens. Vanilla-extract themes (src/themes) and the runtime
// RGBA tokens for canvas/WebGL consumers (src/tokens/runtimeTokens.ts) are both derived from here.
// Colours are 6-digit hex so they convert losslessly to RGBA.

export type ToneTokens = {
  /** Text and icons in this tone on `surface`/`background` (AA contrast). */
  foreground: string;
  /** A pale fill behind `foreground` text. */
  soft: string;
  /** A strong fill; pair with `onSolid`. */
  solid: string;
  /** Text on `solid` (AA contrast). */
  onSolid: string;
};

// Type aliases (not interfaces) so the shape satisfies vanilla-extract's contract type.
export type ThemeTokens = {
  colour: {
    /** Fills in the brand colour (buttons, selected states); text on it uses `onBrand`. */
    brand: string;
    /** Brand colour for text and hover fills; AA on `background` and `surface`. */
    brandStrong: string;
    onBrand: string;
    secondary: string;
    onSecondary: string;
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    focusRing: string;
    /**
     * The brand as a tone, for what should look like the brand rather than report a status:
     * success toasts, activity type labels, "you" and "owner" labels, decorative icons.
     * `positive` stays for outcomes that are good whatever the brand (a met rule, a rising figure).
     */
    accent: ToneTokens;
    tone: {
      positive: ToneTokens;
      caution: ToneTokens;
      critical: ToneTokens;
      info: ToneTokens;
      neutral: ToneTokens;
    };
    /** The water scale of a thing: blue too wet, green moist, orange needs water, red too dry, grey unknown. */
    indicator: {
      tooWet: string;
      moist: string;
      needsWater: string;
      tooDry: string;
      unknown: string;
    };
    /** Colour scales for readings: pH regions (0–6 acidic, 7 neutral, 8–14 alkaline). */
    scale: {
      ph: { acidic: string; neutral: string; alkaline: string };
    };
  };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    medium: string;
    large: string;
    full: string;
    /**
     * A checkbox's corners. Kept apart from `small` so a rounder brand never turns a 20 px
     * checkbox into a circle that reads as a radio button; at most 6px (a third of the box).
     */
    checkbox: string;
  };
  font: {
    family: { body: string; heading: string };
    size: {
      xsmall: string;
      small: string;
      medium: string;
      large: string;
      xlarge: string;
      xxlarge: string;
    };
    weight: { regular: string; medium: string; strong: string; heading: string };
    lineHeight: { tight: string; normal: string };
  };
  shadow: { small: string; medium: string };
  motion: {
    duration: { fast: string; medium: string; dialog: string };
    easing: { standard: string; emphasised: string };
  };
};

const inter = '"Inter Variable", "Inter", system-ui, sans-serif';
const fredoka = '"Fredoka", "Inter Variable", system-ui, sans-serif';

const defaultTokens: ThemeTokens = {
  colour: {
    brand: '#2e7d32',
    brandStrong: '#1b5e20',
    onBrand: '#ffffff',
    secondary: '#c0ca33',
    onSecondary: '#1f2a0c',
    background: '#f1f8e9',
    surface: '#ffffff',
    surfaceRaised: '#fafdf6',
    text: '#1a2b1c',
    textMuted: '#4b5e4c',
    border: '#b9cdb4',
    focusRing: '#1565c0',
    accent: { foreground: '#1e6b23', soft: '#e3f2dc', solid: '#2e7d32', onSolid: '#ffffff' },
    tone: {
      positive: { foreground: '#1e6b23', soft: '#e3f2dc', solid: '#2e7d32', onSolid: '#ffffff' },
      caution: { foreground: '#7a4b00', soft: '#fff1d6', solid: '#f2a007', onSolid: '#2b1a00' },
      critical: { foreground: '#b3261e', soft: '#fde7e4', solid: '#c62828', onSolid: '#ffffff' },
      info: { foreground: '#0d5aa7', soft: '#e1eefc', solid: '#1565c0', onSolid: '#ffffff' },
      neutral: { foreground: '#4b5e4c', soft: '#e8eee5', solid: '#4b5e4c', onSolid: '#ffffff' },
    },
    indicator: {
      tooWet: '#1e88e5',
      moist: '#43a047',
      needsWater: '#fb8c00',
      tooDry: '#e53935',
      unknown: '#9e9e9e',
    },
    scale: {
      ph: { acidic: '#e65100', neutral: '#43a047', alkaline: '#3949ab' },
    },
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: {
    none: '0',
    small: '4px',
    medium: '8px',
    large: '12px',
    full: '9999px',
    checkbox: '4px',
  },
  font: {
    family: { body: inter, heading: inter },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '20px',
      xlarge: '24px',
      xxlarge: '32px',
    },
    weight: { regular: '400', medium: '500', strong: '600', heading: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  shadow: {
    small: '0 1px 2px rgba(26, 43, 28, 0.12)',
    medium: '0 4px 12px rgba(26, 43, 28, 0.14)',
  },
  motion: {
    // Spec §9: dialogs open and close over 300 ms.
    duration: { fast: '120ms', medium: '200ms', dialog: '300ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

function override<T>(base: T, changes: DeepPartial<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes as Record<string, unknown>)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof current === 'object'
        ? override(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

// The bee cafe brand overrides only what differs: honey and dark brown on cream, Fredoka headings,
// rounder shapes.
const beeCafeTokens: ThemeTokens = override(defaultTokens, {
  colour: {
    brand: '#f2a007',
    brandStrong: '#8a4500',
    onBrand: '#2e1a0e',
    secondary: '#4e342e',
    onSecondary: '#fff8e7',
    background: '#fff8e7',
    surface: '#fffdf7',
    surfaceRaised: '#fff3d6',
    text: '#2e1a0e',
    textMuted: '#5d4037',
    border: '#e3c98f',
    focusRing: '#4e342e',
    // Honey: the soft fill is paler than caution's burnt orange, and the text is brandStrong.
    accent: { foreground: '#8a4500', soft: '#ffe9b8', solid: '#f2a007', onSolid: '#2e1a0e' },
    tone: {
      // Caution is burnt orange here, not honey: the default theme's caution amber is this
      // brand's own colour, and a warning must not look like a brand accent.
      caution: { foreground: '#a13d00', soft: '#ffe3cc', solid: '#e8590c', onSolid: '#1f0a00' },
      neutral: { foreground: '#5d4037', soft: '#f3e7d3', solid: '#5d4037', onSolid: '#fff8e7' },
    },
  },
  radius: { small: '10px', medium: '16px', large: '24px', checkbox: '6px' },
  font: {
    family: { heading: fredoka },
    weight: { heading: '600' },
  },
  shadow: {
    small: '0 1px 3px rgba(78, 52, 46, 0.18)',
    medium: '0 6px 16px rgba(78, 52, 46, 0.18)',
  },
});

export const themeTokens = {
  default: defaultTokens,
  beeCafe: beeCafeTokens,
} as const satisfies Record<string, ThemeTokens>;

export type ThemeName = keyof typeof themeTokens;

export const themeNames = Object.keys(themeTokens) as ThemeName[];
