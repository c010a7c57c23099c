import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from '@palco/shared';
import { FiltersPage } from './features/browse/components/FiltersPage';
import { HomePage } from './features/browse/components/HomePage';
import { PersonalPage } from './features/browse/components/PersonalPage';
import { SectionBySlug } from './features/browse/components/SectionBySlug';
import { ContentPage } from './features/content/components/ContentPage';
import { GuidePage } from './features/guide/components/GuidePage';
import { SearchPage } from './features/search/components/SearchPage';

/**
 * The catalogue's pages (contracts' route table) through react-router, with the router's code: every page
 * but a first visit's home draws here (App.tsx). Any other path it sees (a typo under one of them, or any
 * path when the catalogue runs alone) shows the page-not-found state.
 */
export function RoutedPages(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/filters/:id" element={<FiltersPage />} />
        <Route path="/movie/:name/:id" element={<ContentPage />} />
        <Route path="/series/:name/:id" element={<ContentPage />} />
        <Route path="/content/:id" element={<ContentPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/guia-tv" element={<GuidePage />} />
        <Route path="/tribeca" element={<SectionBySlug slug="tribeca" />} />
        <Route path="/continuar-a-ver" element={<PersonalPage playlist="continue_watching" />} />
        <Route path="/a-minha-lista" element={<PersonalPage playlist="watchlist" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
