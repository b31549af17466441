import { render, screen, within } from '@testing-library/react';
import { BarChart } from '@/components/charts/bar-chart';
import { statusTargets } from '@/features/admin/api/set-question-status';

describe('BarChart', () => {
  it('draws one group per row with 12 px text, a cut label and the full label and values in its title', () => {
    const long = 'Professional - Physician Component of a very long coding question type name';
    render(
      <BarChart
        title="Volume"
        series={[
          { key: 'r', label: 'Received', color: '#000' },
          { key: 'a', label: 'Answered', color: '#111' },
        ]}
        rows={[
          { label: long, values: [10, 5] },
          { label: 'Short', values: [0, null] },
        ]}
      />,
    );
    const svg = screen.getByRole('img', {
      name: 'Volume. The same figures are in the table below.',
    });
    const groups = within(svg as unknown as HTMLElement).getAllByTestId('chart-group');
    expect(groups).toHaveLength(2);
    expect(groups[0]!.querySelector('title')?.textContent).toBe(`${long}: Received 10, Answered 5`);
    expect(groups[1]!.querySelector('title')?.textContent).toBe('Short: Received 0, Answered –');
    const label = groups[0]!.querySelector('text')!;
    // 320 px wide (the test DOM has no layout): about 48 characters fit
    expect(label.textContent!.endsWith('…')).toBe(true);
    expect(label.textContent!.length).toBeLessThan(long.length);
    for (const t of svg.querySelectorAll('text'))
      expect(Number(t.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
    // the svg is drawn at its real size, not scaled by a viewBox
    expect(svg.getAttribute('width')).toBe('320');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 320 ${svg.getAttribute('height')}`);
  });
});

describe('status moves an admin may make (mirrors set_question_status)', () => {
  it.each([
    ['pending', true, ['unassigned']],
    ['approved', true, ['pending', 'unassigned']],
    ['approved', false, ['unassigned']],
    ['unassigned', true, ['pending']],
    ['unassigned', false, []],
    ['awaiting_approval', true, []],
    ['needs_information', true, []],
    ['closed_no_reply', true, []],
  ] as const)('from %s (expert set: %s)', (from, hasExpert, expected) => {
    expect(statusTargets(from, hasExpert)).toEqual(expected);
  });

  it('never offers needs_information or closed_no_reply (only the ask-back sets them)', () => {
    const all = [
      'unassigned',
      'pending',
      'needs_information',
      'awaiting_approval',
      'approved',
      'closed_no_reply',
    ] as const;
    for (const from of all)
      for (const hasExpert of [true, false]) {
        expect(statusTargets(from, hasExpert)).not.toContain('needs_information');
        expect(statusTargets(from, hasExpert)).not.toContain('closed_no_reply');
      }
  });
});
