// Rasterises an SVG diagram into a PNG: the browser draws the SVG as an image onto a canvas of the size asked.
// Kept apart from diagram-svg.js, which stays free of the DOM so Node can test it.

// Resolves a PNG Blob `width` x `height` device pixels of `svg` (text); rejects naming what failed.
export async function svgToPng(svg, width, height) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode().catch(() => {
      throw new Error('the diagram could not be drawn as an image');
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d').drawImage(img, 0, 0, width, height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made at this size'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
