import { createContext } from 'react';
import { createEngine } from './create-engine';
import type { EngineFactory } from './PlayerEngine';

/** The engine factory the player uses; tests provide a fake one. */
export const EngineFactoryContext = createContext<EngineFactory>(createEngine);
