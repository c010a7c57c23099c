import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { translationsReady } from '../i18n/i18n';
import { AppProviders } from './AppProviders';

/**
 * Single-spa lifecycles for an application's root component, wrapped in the common providers.
 * Each remote's `./app` module exports the result. Mounting waits for the current language's strings: an
 * app registers its dictionaries as its code runs, and a language other than pt_PT may still be loading.
 */
export function createLifecycles<P extends object>(appName: string, Root: ComponentType<P>): LifeCycles<P> {
  function Wrapped(props: P): ReactNode {
    return (
      <AppProviders appName={appName}>
        <Root {...props} />
      </AppProviders>
    );
  }
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    errorBoundary: (error: Error) => {
      console.error(`[${appName}] failed`, error);
      return <div role="alert">{appName}</div>;
    },
  });
  // single-spa-react's lifecycles are single functions (not arrays).
  const { mount } = lifecycles;
  return { ...lifecycles, mount: (props) => translationsReady().then(() => mount(props)) };
}
