/** A header cell's visible name: none when it holds only visually hidden text (a logo's or a menu's column). */
function columnName(header: Element): string | null {
  const hidden = header.querySelector('.mantine-VisuallyHidden-root');
  const text = header.textContent?.trim() ?? '';
  if (!text || (hidden && hidden.textContent?.trim() === text)) return null;
  return text;
}

/** Gives every body cell of every table under `root` its column's name as `data-label`, for the stacked layout. */
export function labelCells(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const headerRow = table.querySelector('thead tr');
    if (!headerRow) continue;
    const names: (string | null)[] = [];
    for (const header of Array.from(headerRow.children)) {
      const span = Number(header.getAttribute('colspan') ?? 1) || 1;
      for (let column = 0; column < span; column += 1) names.push(column === 0 ? columnName(header) : null);
    }
    for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
      Array.from(row.children).forEach((cell, index) => {
        const name = names[index];
        if (name) {
          if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
        } else if (cell.hasAttribute('data-label')) {
          cell.removeAttribute('data-label');
        }
      });
    }
  }
}
