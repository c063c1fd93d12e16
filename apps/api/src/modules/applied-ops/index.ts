/*
 * Apply-once records: the op ids of writes sent from a cook's device (decision 029), for every
 * module whose writes accept one (shopping lists, "we made this"). Imported only through this file.
 */

export { AppliedOps, opSeenSql, recordOpSql } from './applied-ops.repository.js';
