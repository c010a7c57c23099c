import { act, render, screen } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

function Rows({ total, counts }: { total: number; counts: number[] }) {
  const count = useProgressiveCount(total, 3, 2);
  counts.push(count);
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>row {index}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount', () => {
  it('renders the first rows at once and the rest in later renders, until all are there', async () => {
    const counts: number[] = [];
    render(<Rows total={8} counts={counts} />);
    expect(counts[0]).toBe(3);
    expect(await screen.findByText('row 7')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    // 3, then 2 more per step: never all at once after the first render.
    expect([...new Set(counts)]).toEqual([3, 5, 7, 8]);
  });

  it('renders a short list whole, and follows the list when it shrinks or grows', async () => {
    const counts: number[] = [];
    const { rerender } = render(<Rows total={2} counts={counts} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<Rows total={1} counts={counts} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<Rows total={6} counts={counts} />);
    await act(async () => {});
    expect(await screen.findByText('row 5')).toBeInTheDocument();
  });
});
