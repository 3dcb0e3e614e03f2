import { Table } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { labelCells } from './label-cells';
import classes from './stacked-table.module.css';

export interface StackedTableProps {
  /** The table's width on wider screens, scrolled sideways in its container when the space is narrower. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A table that becomes a list of cards on small screens (below 48em), each cell after its column's
 * name, so no action or date needs sideways scrolling there. Rows rendered later are labelled too.
 */
export function StackedTable({ minWidth, children }: StackedTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelCells(root);
    const observer = new MutationObserver(() => labelCells(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  if (minWidth === undefined) {
    return (
      <div ref={ref} className={classes.root}>
        {children}
      </div>
    );
  }
  return (
    <Table.ScrollContainer ref={ref} minWidth={minWidth} className={classes.root}>
      {children}
    </Table.ScrollContainer>
  );
}
