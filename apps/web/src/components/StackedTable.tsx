import { Table, type TableProps } from '@mantine/core';
import classes from './StackedTable.module.css';

/**
 * A table that turns into stacked cards on phones. Give each data cell `data-label` (its column's name, shown beside
 * the value on a phone); a cell without one, such as the actions, is aligned to the card's end.
 */
export function StackedTable({ className, ...props }: TableProps) {
  return <Table verticalSpacing="sm" highlightOnHover {...props} className={[classes.table, className].filter(Boolean).join(' ')} />;
}
