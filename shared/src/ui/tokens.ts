/** Design tokens shared by every slice: the custom properties of the one stylesheet, shared/src/ui/ui.css (a test keeps them equal). */
export const DESIGN_TOKENS = {
  colorInk: '#1f1b16',
  colorMuted: '#6b635a',
  colorLinen: '#f6f1ea',
  colorAccent: '#8a5a3b',
  colorFocus: '#1a5fb4',
  colorLine: '#cfc6bb',
  colorError: '#a4262c',
  fontSans: "'Helvetica Neue', Arial, sans-serif",
  fontSerif: "Georgia, 'Times New Roman', serif",
  radius: '4px',
} as const;
