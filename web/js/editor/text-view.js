// The definition text area: line numbers, and each engine error shown on its own line (a marked
// gutter, a tinted line and the message after the text) plus a list of every error below.

const MESSAGE_CHARS = 300; // an engine message may quote the user's text; long ones are cut
const short = (text) => (text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS)}\u2026` : text);

function el(tag, className, text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

export class TextView {
  // `root` gets the editor; `onInput(text)` hears every change the user makes.
  constructor(root, onInput) {
    this.root = root;
    this.gutter = el('div', 'gutter');
    this.gutter.setAttribute('aria-hidden', 'true');
    this.mirror = el('div', 'mirror');
    this.mirror.setAttribute('aria-hidden', 'true');
    this.area = el('textarea', 'source');
    Object.assign(this.area, { spellcheck: false, wrap: 'off' });
    this.area.setAttribute('aria-label', 'Variant definition (variants.ini)');
    this.area.setAttribute('autocapitalize', 'off');
    this.area.setAttribute('autocomplete', 'off');
    const stack = el('div', 'code-stack');
    stack.append(this.mirror, this.area);
    const code = el('div', 'code');
    code.append(this.gutter, stack);
    this.list = el('ul', 'error-list');
    this.list.setAttribute('aria-live', 'polite');
    this.summary = el('p', 'check-summary');
    this.summary.setAttribute('role', 'status');
    root.replaceChildren(code, this.summary, this.list);
    this.errors = [];
    this.lineCount = 0;
    this.area.addEventListener('input', () => {
      this.root.classList.add('stale'); // notes may no longer sit on the right line until the next check
      this.renderLines();
      onInput(this.area.value);
    });
    this.area.addEventListener('scroll', () => this.follow());
    this.list.addEventListener('click', (e) => {
      const item = e.target.closest('[data-line]');
      if (item) this.goToLine(Number(item.dataset.line));
    });
  }

  get text() {
    return this.area.value;
  }
  set text(value) {
    this.area.value = value;
    this.renderLines();
  }

  // The engine's errors for the current text: [{line, text, message}]; line 0 belongs to no line.
  showErrors(errors, summary) {
    this.errors = errors;
    this.root.classList.remove('stale');
    this.root.dataset.errors = String(errors.length);
    this.summary.textContent = summary;
    this.summary.classList.toggle('bad', errors.length > 0);
    this.list.replaceChildren(
      ...errors.map((e) => {
        const item = el('li', 'error-item', short(e.text || e.message));
        if (e.line > 0) {
          item.dataset.line = String(e.line);
          item.title = `Go to line ${e.line}`;
        }
        return item;
      }),
    );
    this.renderLines(true);
  }

  // Gutter numbers and the mirror behind the text: same lines, with error lines tinted and annotated.
  renderLines(force = false) {
    const lines = this.area.value.split('\n');
    const byLine = new Map();
    for (const e of this.errors)
      if (e.line > 0) byLine.set(e.line, [...(byLine.get(e.line) || []), e.message || e.text]);
    if (!force && lines.length === this.lineCount) {
      this.follow();
      return;
    }
    this.lineCount = lines.length;
    const numbers = [];
    const rows = [];
    lines.forEach((line, i) => {
      const bad = byLine.get(i + 1);
      const number = el('div', bad ? 'ln bad' : 'ln', String(i + 1));
      numbers.push(number);
      const row = el('div', bad ? 'row bad' : 'row');
      row.append(el('span', 'ghost', line || ' '));
      if (bad) {
        const note = el('span', 'note', short(bad.join('; ')));
        note.dataset.line = String(i + 1);
        row.append(note);
      }
      rows.push(row);
    });
    this.gutter.replaceChildren(...numbers);
    this.mirror.replaceChildren(...rows);
    this.follow();
  }

  // Keeps the gutter and mirror scrolled with the text area.
  follow() {
    const { scrollTop, scrollLeft } = this.area;
    this.mirror.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
    this.gutter.style.transform = `translateY(${-scrollTop}px)`;
  }

  goToLine(n) {
    const lines = this.area.value.split('\n');
    const start = lines.slice(0, n - 1).reduce((sum, l) => sum + l.length + 1, 0);
    this.area.focus();
    this.area.setSelectionRange(start, start + (lines[n - 1] || '').length);
    const lineHeight = parseFloat(getComputedStyle(this.area).lineHeight) || 18;
    this.area.scrollTop = Math.max(0, (n - 3) * lineHeight);
    this.follow();
  }
}
