/** Design tokens shared by every slice (CSS custom properties are set by the shell from these). */
export const DESIGN_TOKENS = {
  colorInk: '#1f1b16',
  colorMuted: '#6b635a',
  colorLinen: '#f6f1ea',
  colorAccent: '#8a5a3b',
  colorFocus: '#1a5fb4',
  fontSans: "'Helvetica Neue', Arial, sans-serif",
  fontSerif: "Georgia, 'Times New Roman', serif",
  radius: '4px',
} as const;
