// Shows a page's own variant definition as text: each <pre data-show="ID"> gets the text of element ID,
// so the page writes its rules once, in the <script type="text/plain"> the boards read.
for (const pre of document.querySelectorAll('pre[data-show]')) {
  const source = document.getElementById(pre.dataset.show);
  pre.textContent = source ? source.textContent.trim() : '';
}
