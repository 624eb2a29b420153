// The admin's lists render a page of cards in steps (admin-frontend/src/components/first-screenful.ts),
// and jsdom on a busy two-core machine takes a while over 50 cards: findBy/waitFor wait up to 10 s
// instead of Testing Library's 1 s before they fail.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 10_000 });
