import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@palco/shared';
import { LivePage } from './live/LivePage';
import { VodPage } from './vod/VodPage';

/** The paths this remote owns; the shell mounts it for `/vod/*` and `/live/*` only. */
export function PlayerRoutes(): ReactNode {
  return (
    <Routes>
      <Route path="/vod/:id" element={<VodPage />} />
      <Route path="/vod/:name/:id" element={<VodPage />} />
      <Route path="/live/:id" element={<LivePage />} />
      <Route path="/live/:name/:id" element={<LivePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
