import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client of one server render, holding the data fetched for that page. Absent in the
 * browser, where the page's one client is hydrated from what the server sent.
 */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);
