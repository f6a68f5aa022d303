// Constructed stylesheets shared by the document and every shadow root that shows a component: one
// CSSStyleSheet per component, made on first use and adopted where the component lives.

// A getter for one shared constructed sheet of `css`, made on first use (importing costs nothing).
export function sharedSheet(css) {
  let sheet = null;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}

// Adds the sheet to the document or shadow root `node` lives in, once; a detached node is left alone.
export function adoptSheet(node, getSheet) {
  const root = node.getRootNode();
  if (!root || !('adoptedStyleSheets' in root)) return;
  const s = getSheet();
  if (!root.adoptedStyleSheets.includes(s)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
}
