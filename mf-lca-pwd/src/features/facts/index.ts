/* One set of facts (issue 19 point 8): the panel the PWD and LCA details pages show. */
export { ConsistencyPanel, ConsistencyTable, consistencyCsv } from './ConsistencyPanel';
