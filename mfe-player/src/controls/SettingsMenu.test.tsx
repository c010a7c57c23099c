import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations, createI18n, I18nextProvider } from '@palco/shared';
import { dictionaries } from '../testing/dictionaries';
import type { SettingsSection } from './settings-sections';
import { SettingsMenu } from './SettingsMenu';

const i18n = createI18n('pt_PT');
addTranslations(dictionaries, i18n);

const chosen: string[] = [];

function section(
  key: SettingsSection['key'],
  title: string,
  labels: string[],
  checked: number,
): SettingsSection {
  return {
    key,
    title,
    options: labels.map((label, index) => ({
      key: `${key}-${index}`,
      label,
      checked: index === checked,
      select: () => chosen.push(`${key}:${label}`),
    })),
  };
}

const SECTIONS = [
  section('audio', 'Áudio', ['Português', 'English'], 0),
  section('subtitles', 'Legendas', ['Desativadas', 'Português'], 0),
  section('quality', 'Qualidade', ['Automática (720p)', '1080p', '720p'], 0),
];

function renderMenu(sections: SettingsSection[] = SECTIONS): void {
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Antes</button>
      <SettingsMenu sections={sections} />
      <p>Fora</p>
    </I18nextProvider>,
  );
}

const settingsButton = (): HTMLElement => screen.getByRole('button', { name: 'Definições' });

beforeEach(() => {
  chosen.length = 0;
});

describe('SettingsMenu', () => {
  it('is a labelled menu button whose menu holds one radio group per section', async () => {
    renderMenu();
    const button = settingsButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Definições' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const groups = within(menu).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Áudio',
      'Legendas',
      'Qualidade',
    ]);
    const quality = within(screen.getByRole('group', { name: 'Qualidade' })).getAllByRole('menuitemradio');
    expect(quality.map((item) => item.textContent)).toEqual(['Automática (720p)', '1080p', '720p']);
    expect(quality[0]).toHaveAttribute('aria-checked', 'true');
    expect(quality[1]).toHaveAttribute('aria-checked', 'false');
  });

  it('opens from the keyboard on its first item and moves with the arrows, Home and End', async () => {
    renderMenu();
    settingsButton().focus();
    await userEvent.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitemradio');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
  });

  it('opens on its last item with the up arrow', async () => {
    renderMenu();
    settingsButton().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '720p' })).toHaveFocus();
  });

  it('closes on Escape, giving focus back to its button, without choosing', async () => {
    renderMenu();
    await userEvent.click(settingsButton());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(settingsButton()).toHaveFocus();
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen).toEqual([]);
  });

  it('keeps the arrows and Escape from the player’s shortcuts while open', async () => {
    const shortcuts = jest.fn();
    window.addEventListener('keydown', shortcuts);
    renderMenu();
    await userEvent.click(settingsButton());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Escape}');
    window.removeEventListener('keydown', shortcuts);
    expect(shortcuts).not.toHaveBeenCalled();
  });

  it('chooses with Enter, Space or a click, then closes and gives focus back to its button', async () => {
    renderMenu();
    settingsButton().focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['audio:English']);
    expect(settingsButton()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}{End} ');
    expect(chosen).toEqual(['audio:English', 'quality:720p']);
    expect(settingsButton()).toHaveFocus();

    await userEvent.click(settingsButton());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Português', checked: false }));
    expect(chosen).toEqual(['audio:English', 'quality:720p', 'subtitles:Português']);
  });

  it('closes on Tab, with focus on its button', async () => {
    renderMenu();
    await userEvent.click(settingsButton());
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(settingsButton()).toHaveFocus();
  });

  it('closes when the pointer goes elsewhere', async () => {
    renderMenu();
    await userEvent.click(settingsButton());
    await userEvent.click(screen.getByText('Fora'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks names in the stream’s language', async () => {
    const withLanguage: SettingsSection = {
      key: 'audio',
      title: 'Áudio',
      options: [
        { key: 'a', label: 'English', lang: 'en', checked: true, select: () => undefined },
        { key: 'b', label: 'Français', lang: 'fr', checked: false, select: () => undefined },
      ],
    };
    renderMenu([withLanguage]);
    await userEvent.click(settingsButton());
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it('is not there when the stream offers no choice', () => {
    renderMenu([]);
    expect(screen.queryByRole('button', { name: 'Definições' })).not.toBeInTheDocument();
  });
});
