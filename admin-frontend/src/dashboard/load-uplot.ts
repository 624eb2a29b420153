/**
 * uPlot and its stylesheet, fetched the first time a chart is drawn: one chunk of the admin remote
 * ('uplot'), never part of the shop or of the admin's other screens.
 */
export async function loadUplot() {
  return (await import(/* webpackChunkName: "uplot" */ './uplot.bundle')).default;
}
