// Server builds render HTML only: a stylesheet import becomes an empty module (the browser build
// ships the CSS, and the renderer links it from the browser manifest).
module.exports = function emptyModule() {
  return 'export {};';
};
