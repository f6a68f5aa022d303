// Copying text for the user: the async clipboard when the browser allows it, else a selected text
// field (and the old copy command), so the user can always finish the copy by hand.

// Resolves 'copied' when the text is on the clipboard, or 'selected' when `field` shows it selected.
export async function copyText(text, field) {
  field.value = text;
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      await navigator.clipboard.writeText(text);
      field.hidden = true;
      return 'copied';
    }
  } catch {
    // Denied or unavailable: fall through to the selected field.
  }
  field.hidden = false;
  field.focus();
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  return copied ? 'copied' : 'selected';
}
