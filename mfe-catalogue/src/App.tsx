import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations } from '@palco/shared';
import { ScrollToTop } from './components/ScrollToTop';
import { FiltersPage } from './features/browse/components/FiltersPage';
import { HomePage } from './features/browse/components/HomePage';
import { SectionBySlug } from './features/browse/components/SectionBySlug';
import { ContentPage } from './features/content/components/ContentPage';
import { SearchPage } from './features/search/components/SearchPage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

/**
 * The catalogue's pages. `/guia-tv` is the catalogue's too (contracts' route table) but has no page yet,
 * so it renders nothing rather than a placeholder.
 */
export function App(): ReactNode {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/filters/:id" element={<FiltersPage />} />
        <Route path="/movie/:name/:id" element={<ContentPage />} />
        <Route path="/series/:name/:id" element={<ContentPage />} />
        <Route path="/content/:id" element={<ContentPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/tribeca" element={<SectionBySlug slug="tribeca" />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
