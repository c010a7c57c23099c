import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function Controls(): ReactNode {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/movie/x/1')}>open</button>
      <button onClick={() => navigate('/movie/x/1?menu=a')}>query</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

describe('ScrollToTop', () => {
  it('scrolls to the top when the viewer opens another page, not on back or on a query change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Controls />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'query' }));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
