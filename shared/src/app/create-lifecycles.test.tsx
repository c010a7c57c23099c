import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppProps, LifeCycles } from 'single-spa';
import { addTranslations, i18n } from '../i18n/i18n';
import { createLifecycles } from './create-lifecycles';

function Greeting(): ReactNode {
  const { t } = useTranslation();
  return <p>{t('TEST_LIFECYCLES_GREETING')}</p>;
}

/** What single-spa hands an application's lifecycles, with the element the app renders into. */
function appProps(name: string): AppProps & { domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { name, singleSpa: {}, mountParcel: jest.fn(), domElement };
}

function run(lifecycle: LifeCycles['mount'], props: AppProps): Promise<unknown> {
  if (Array.isArray(lifecycle)) throw new Error('createLifecycles gives one function per lifecycle');
  return lifecycle(props);
}

// The lifecycles render and settle on their own schedule, as in a page: not inside act.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(async () => {
  await i18n.changeLanguage('pt_PT');
  document.body.replaceChildren();
});

describe('createLifecycles', () => {
  it('mounts an app only once the strings of the page’s language have loaded', async () => {
    await i18n.changeLanguage('en');
    let answer: (strings: Record<string, string>) => void = () => undefined;
    const english = jest.fn(
      () =>
        new Promise<Record<string, string>>((resolve) => {
          answer = resolve;
        }),
    );
    // As a remote's code does when it is evaluated, before single-spa mounts it.
    addTranslations({
      pt_PT: { TEST_LIFECYCLES_GREETING: 'Olá' },
      en: english,
      fr_FR: { TEST_LIFECYCLES_GREETING: 'Bonjour' },
    });
    expect(english).toHaveBeenCalledTimes(1);

    const lifecycles = createLifecycles('test-app', Greeting);
    const props = appProps('test-app');
    await run(lifecycles.bootstrap, props);
    let mounted = false;
    const mounting = run(lifecycles.mount, props).then(() => {
      mounted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted).toBe(false);
    expect(props.domElement).toBeEmptyDOMElement();

    answer({ TEST_LIFECYCLES_GREETING: 'Hello' });
    await mounting;
    expect(props.domElement).toHaveTextContent('Hello');
    await run(lifecycles.unmount, props);
  });

  it('mounts at once when the page’s language is all there', async () => {
    addTranslations({
      pt_PT: { TEST_LIFECYCLES_FAREWELL: 'Adeus' },
      en: { TEST_LIFECYCLES_FAREWELL: 'Goodbye' },
      fr_FR: { TEST_LIFECYCLES_FAREWELL: 'Au revoir' },
    });
    function Farewell(): ReactNode {
      const { t } = useTranslation();
      return <p>{t('TEST_LIFECYCLES_FAREWELL')}</p>;
    }
    const lifecycles = createLifecycles('test-app-pt', Farewell);
    const props = appProps('test-app-pt');
    await run(lifecycles.bootstrap, props);
    await run(lifecycles.mount, props);
    expect(props.domElement).toHaveTextContent('Adeus');
    await run(lifecycles.unmount, props);
  });

  it('draws into the element the layout made for the application, and empties it on unmount', async () => {
    const laidOut = document.createElement('div');
    laidOut.id = 'single-spa-application:test-app-layout';
    document.body.append(laidOut);
    function Hello(): ReactNode {
      return <p>Olá</p>;
    }
    const lifecycles = createLifecycles('test-app-layout', Hello);
    const props: AppProps = { name: 'test-app-layout', singleSpa: {}, mountParcel: jest.fn() };
    await run(lifecycles.bootstrap, props);
    // Mounting ends once the app is in the page.
    await run(lifecycles.mount, props);
    expect(laidOut).toHaveTextContent('Olá');
    await run(lifecycles.unmount, props);
    expect(laidOut).toBeEmptyDOMElement();
    // And mounts again, as single-spa does when the viewer comes back to the route.
    await run(lifecycles.mount, props);
    expect(laidOut).toHaveTextContent('Olá');
    await run(lifecycles.unmount, props);
  });

  it('keeps a failing screen to its application, with a translated way to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    const lifecycles = createLifecycles('test-app-broken', Broken);
    const props = appProps('test-app-broken');
    await run(lifecycles.mount, props);
    expect(props.domElement.querySelector('[role="alert"]')).toHaveAttribute(
      'data-app-error',
      'test-app-broken',
    );
    expect(props.domElement).not.toHaveTextContent('APP_UNAVAILABLE');
    await run(lifecycles.unmount, props);
    error.mockRestore();
  });
});
