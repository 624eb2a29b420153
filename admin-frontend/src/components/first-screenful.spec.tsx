/// <reference types="jest" />
import { render, screen, waitFor } from '@testing-library/react';
import { StaffVerifiedContext } from '../guard/staff-role.context';
import { FIRST_SCREENFUL, FirstScreenful, useFirstScreenful } from './first-screenful';

function Cards({ count }: { count: number }) {
  const shown = useFirstScreenful(Array.from({ length: count }, (_, index) => index + 1));
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').length;

describe('a list rendered a screenful first', () => {
  it('renders a screenful at once, then every card after the browser painted it', async () => {
    render(<Cards count={50} />);
    expect(shown()).toBe(FIRST_SCREENFUL);
    await waitFor(() => expect(shown()).toBe(50));
  });

  it('renders a short list whole at once', () => {
    render(<Cards count={FIRST_SCREENFUL} />);
    expect(shown()).toBe(FIRST_SCREENFUL);
  });

  it('waits with the rest while the screen is built out of sight', async () => {
    const view = render(
      <StaffVerifiedContext.Provider value={false}>
        <Cards count={50} />
      </StaffVerifiedContext.Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toBe(FIRST_SCREENFUL);
    view.rerender(
      <StaffVerifiedContext.Provider value={true}>
        <Cards count={50} />
      </StaffVerifiedContext.Provider>,
    );
    await waitFor(() => expect(shown()).toBe(50));
  });

  it('renders no card before the first paint where the page gives none (a section above the one asked for), then every card', async () => {
    render(
      <FirstScreenful value={0}>
        <Cards count={50} />
      </FirstScreenful>,
    );
    expect(shown()).toBe(0);
    await waitFor(() => expect(shown()).toBe(50));
  });
});
