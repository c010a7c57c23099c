import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { AppProviders } from './AppProviders';

/**
 * Single-spa lifecycles for an application's root component, wrapped in the common providers.
 * Each remote's `./app` module exports the result.
 */
export function createLifecycles<P extends object>(appName: string, Root: ComponentType<P>): LifeCycles<P> {
  function Wrapped(props: P): ReactNode {
    return (
      <AppProviders appName={appName}>
        <Root {...props} />
      </AppProviders>
    );
  }
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    errorBoundary: (error: Error) => {
      console.error(`[${appName}] failed`, error);
      return <div role="alert">{appName}</div>;
    },
  });
}
