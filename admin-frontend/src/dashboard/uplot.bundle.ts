// uPlot with its stylesheet: the one module of the 'uplot' chunk, fetched by loadUplot.
import 'uplot/dist/uPlot.min.css';

export { default } from 'uplot';
