import { Badge, Button, MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '../../app/theme';
import { onANarrowWindow } from '../../test/narrowWindow';
import { type ResponsiveColumn, ResponsiveTable } from './ResponsiveTable';

interface Plan {
  id: string;
  child: string;
  status: string;
  tutor: string | null;
}

const PLANS: Plan[] = [
  { id: 'p1', child: 'Ada', status: 'Active', tutor: 'Priya' },
  { id: 'p2', child: 'Ben', status: 'Cancelled', tutor: null },
];

function renderPlans(onEdit = vi.fn(), onOpen?: (plan: Plan) => void) {
  const columns: ResponsiveColumn<Plan>[] = [
    { header: 'Status', cell: (plan) => <Badge>{plan.status}</Badge> },
    { header: 'Student', cell: (plan) => plan.child, cellAttributes: { 'data-column': 'child' } },
    { header: 'Tutor', cell: (plan) => plan.tutor },
    {
      header: 'Actions',
      action: true,
      cell: (plan) => <Button onClick={() => onEdit(plan)}>Edit {plan.child}</Button>,
    },
  ];
  render(
    <MantineProvider theme={theme}>
      <ResponsiveTable
        label="Plans"
        columns={columns}
        rows={PLANS}
        rowKey={(plan) => plan.id}
        rowAttributes={(plan) => ({ 'aria-label': `${plan.child}'s plan` })}
        rowDetails={(plan) => plan.child === 'Ada' && <p>Ada's details</p>}
        onRowClick={onOpen}
        footer={<span>Load more</span>}
      />
    </MantineProvider>,
  );
  return onEdit;
}

describe('ResponsiveTable on a wide screen', () => {
  it('is a table with a heading per column, a row per item, details and footer', () => {
    renderPlans();
    const table = screen.getByRole('table', { name: 'Plans' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Status',
      'Student',
      'Tutor',
      'Actions',
    ]);
    const ada = within(table).getByRole('row', { name: "Ada's plan" });
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(ada.querySelector('[data-column="child"]')).toHaveTextContent('Ada');
    expect(within(table).getByText("Ada's details")).toBeInTheDocument();
    expect(within(table).getByText('Load more')).toBeInTheDocument();
  });
});

describe('ResponsiveTable on a phone', () => {
  onANarrowWindow();

  it('shows a card per row with each heading beside its value, and no table', () => {
    renderPlans();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Plans' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const ada = within(list).getByRole('listitem', { name: "Ada's plan" });
    expect(within(ada).getByText('Status')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByText('Tutor')).toBeInTheDocument();
    expect(within(ada).getByText('Priya')).toBeInTheDocument();
    expect(ada.querySelector('[data-column="child"]')).toHaveTextContent('Ada');
    expect(within(ada).getByText("Ada's details")).toBeInTheDocument();
    // An action is shown without its heading.
    expect(within(ada).queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.getByText('Load more')).toBeInTheDocument();
  });

  it('leaves out the labels of empty values', () => {
    renderPlans();
    const ben = screen.getByRole('listitem', { name: "Ben's plan" });
    expect(within(ben).queryByText('Tutor')).not.toBeInTheDocument();
  });

  it('keeps actions and opening rows working', async () => {
    const onOpen = vi.fn();
    const onEdit = renderPlans(vi.fn(), onOpen);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ben' }));
    expect(onEdit).toHaveBeenCalledWith(PLANS[1]);
    const ada = screen.getByRole('listitem', { name: "Ada's plan" });
    ada.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(PLANS[0]);
  });
});
