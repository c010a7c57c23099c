import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ContactsPage } from './ContactsPage';
import { CookiesPage } from './CookiesPage';
import { ErrorPage } from './ErrorPage';
import { FaqPage } from './FaqPage';
import { MaintenancePage } from './MaintenancePage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

/**
 * The shell's own pages (architecture section 2). The layout mounts this application on their routes
 * and on every route no application claims, which therefore gets the 404 page.
 */
export function ShellPages(): ReactNode {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/contactos" element={<ContactsPage />} />
        <Route path="/perguntas-frequentes" element={<FaqPage />} />
        <Route path="/termos-e-condicoes" element={<TermsPage />} />
        <Route path="/politica-privacidade" element={<PrivacyPage />} />
        <Route path="/politica-cookies" element={<CookiesPage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="*" element={<ErrorPage status={404} />} />
      </Routes>
    </BrowserRouter>
  );
}
