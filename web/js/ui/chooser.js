// The move chooser: a small dialog over the board when one drag or click matches several legal moves.
// Pieces for promotions; for castling and pushes, each outcome in words, with its arrows drawn on the board.

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

// Shows one step (oneStep or pushStep in game/: {heading, pieces, options}) and resolves with the option
// chosen, or null if cancelled. An option that stands for one move carries it in data-move.
export function choose(host, board, { heading: title, pieces, options }, pieceUrl) {
  return new Promise((resolve) => {
    const dialog = el('div', {
      class: `chooser ${pieces ? 'chooser-pieces' : 'chooser-list'}`,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': title,
    });
    const heading = el('p', { class: 'chooser-title', text: title });
    const list = el('div', { class: 'chooser-options' });
    const buttons = options.map((o, i) => {
      const img = el('img', { src: pieceUrl(o.letter), alt: '', width: '48', height: '48' });
      const label = pieces
        ? [el('span', { class: 'chooser-name', text: o.title })]
        : [
            el('span', { class: 'chooser-text' }, [
              el('strong', { text: `${i + 1}. ${o.title}` }),
              el('span', { text: o.detail }),
            ]),
          ];
      const b = el(
        'button',
        {
          type: 'button',
          class: 'chooser-option',
          'data-move': o.move ? o.move.text : '',
          'data-choice': String(i),
          'aria-label': `${o.title}${o.detail ? `: ${o.detail}` : ''}`,
          title: o.title,
        },
        [img, ...label],
      );
      b.addEventListener('click', () => finish(o));
      b.addEventListener('focus', () => show(i));
      b.addEventListener('pointerenter', () => show(i));
      return b;
    });
    list.append(...buttons);
    const cancel = el('button', { type: 'button', class: 'chooser-cancel', text: 'Cancel' });
    cancel.addEventListener('click', () => finish(null));
    dialog.append(heading, list, cancel);

    // The highlighted option is the one Enter picks (it has the focus); pieces draw no arrows.
    function show(i) {
      buttons.forEach((b, k) => b.classList.toggle('active', k === i));
      if (pieces) return;
      board.set({ arrows: options[i].arrows, marks: options[i].marks });
    }
    function keys(e) {
      const at = buttons.indexOf(dialog.getRootNode().activeElement); // the shadow root's focus inside an embedded board
      if (e.key === 'Escape') {
        e.preventDefault();
        finish(null);
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
        e.preventDefault();
        buttons[(at + 1) % buttons.length].focus();
      }
      if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
        e.preventDefault();
        buttons[(at - 1 + buttons.length) % buttons.length].focus();
      }
      e.stopPropagation();
    }
    function finish(chosen) {
      dialog.removeEventListener('keydown', keys);
      dialog.remove();
      host.hidden = true;
      board.set({ arrows: [], marks: [] });
      resolve(chosen);
    }
    dialog.addEventListener('keydown', keys);
    host.replaceChildren(dialog);
    host.hidden = false;
    buttons[0].focus();
    show(0);
  });
}
