/**
 * Preloaded (`node --require`) into an API process the benchmark starts only to learn which
 * statements a call sends (lib/api-sql.mjs): appends each extended-protocol statement the API's
 * `pg` sends — its text and its parameters as sent — to the JSON-lines file BENCH_SQL_RECORD.
 * Never loaded into the API being measured.
 */
'use strict';
const { appendFileSync } = require('node:fs');
const path = require('node:path');

const file = process.env.BENCH_SQL_RECORD;
if (file) {
  const apiDir = path.join(__dirname, '..', '..', '..', 'api');
  const pgMain = require.resolve('pg', { paths: [apiDir] });
  const Connection = require(path.join(path.dirname(pgMain), 'connection.js'));
  const { prepareValue } = require(path.join(path.dirname(pgMain), 'utils.js'));
  const parse = Connection.prototype.parse;
  const bind = Connection.prototype.bind;
  // The text of each statement: the unnamed one last parsed, named ones by name (a named
  // statement already parsed on the connection is bound without a Parse).
  Connection.prototype.parse = function (query) {
    if (query.name) (this.benchNamed ??= new Map()).set(query.name, query.text);
    else this.benchLastText = query.text;
    return parse.call(this, query);
  };
  Connection.prototype.bind = function (config) {
    const values = (config.values ?? []).map((v) => {
      const p = prepareValue(v);
      return p === null || p === undefined ? null : Buffer.isBuffer(p) ? p.toString('hex') : String(p);
    });
    const text = config.statement ? this.benchNamed?.get(config.statement) : this.benchLastText;
    appendFileSync(file, `${JSON.stringify({ text, values })}\n`);
    return bind.call(this, config);
  };
}
