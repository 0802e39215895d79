// Margin playground: builds a request from the form, sends it, and renders the answer.
// Server data is only ever inserted with textContent / text nodes, never as HTML.
(() => {
  const KEY_STORAGE = 'margin.playground.key';
  const ENDPOINT_STORAGE = 'margin.playground.endpoint';
  const INPUT_LABELS = { text: 'Text', html: 'HTML', query: 'Query' };
  const SAMPLES = {
    text:
      'The committee reviewed the proposal carefully. It was approved after a short discussion, ' +
      'and the team will start work next week. Everyone agreed that the plan is clear, realistic and well funded.',
    html:
      '<h1>Release notes</h1>\n<p>This release adds <strong>chunking</strong> for HTML documents.</p>\n' +
      '<p>Tags are discarded and the chunks are plain text.</p>',
    query: 'Thank you for your email. I will',
    check: 'She go to the libary yesterday and borrow three book. Their going to the park tomorow.',
  };
  const STAT_LABELS = {
    chars: 'Characters',
    words: 'Words',
    sentences: 'Sentences',
    reading_time_min: 'Reading time (minutes)',
    reading_time_sec: 'Reading time (seconds)',
    readability: 'Readability (Flesch–Kincaid grade)',
    automated_readability_index: 'Automated Readability Index',
    coleman_liau_index: 'Coleman–Liau index',
    dale_chall_readability_score: 'Dale–Chall readability score',
    difficult_words: 'Difficult words',
    flesch_kincaid_grade: 'Flesch–Kincaid grade',
    flesch_reading_ease: 'Flesch reading ease',
    gunning_fog: 'Gunning fog index',
    linsear_write_formula: 'Linsear Write formula',
    mcalpine_eflaw: 'McAlpine EFLAW',
    smog_index: 'SMOG index',
    spache_readability: 'Spache readability',
    text_standard: 'Text standard (consensus grade)',
  };
  const STAT_ORDER = ['chars', 'words', 'sentences', 'reading_time_min', 'reading_time_sec', 'readability'];

  const config = JSON.parse(document.getElementById('playground-config').textContent);
  const endpoints = new Map(config.endpoints.map((e) => [e.id, e]));
  const options = new Map(config.options.map((o) => [o.name, o]));
  const $ = (id) => document.getElementById(id);
  const el = {
    form: $('request'),
    key: $('key'),
    keyToggle: $('key-toggle'),
    keyResetRow: $('key-reset-row'),
    keyReset: $('key-reset'),
    endpoint: $('endpoint'),
    endpointPath: $('endpoint-path'),
    options: $('options'),
    inputField: $('input-field'),
    inputLabel: $('input-label'),
    input: $('input'),
    inputCount: $('input-count'),
    sample: $('sample'),
    fileField: $('file-field'),
    file: $('file'),
    send: $('send'),
    status: $('status'),
    view: $('view'),
    json: $('json'),
    copy: $('copy'),
  };

  /** Creates an element; string children become text nodes, so nothing is parsed as HTML. */
  function h(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === false || value === null || value === undefined) continue;
      if (name === 'className') node.className = value;
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function storageGet(name) {
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  }

  function storageSet(name, value) {
    try {
      if (value) localStorage.setItem(name, value);
      else localStorage.removeItem(name);
    } catch {
      // Storage can be disabled (private mode, policies); the playground still works.
    }
  }

  const codePoints = (s) => Array.from(s).length;
  const plural = (n, word) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

  function formatValue(v) {
    if (typeof v === 'number') {
      return Number.isInteger(v)
        ? v.toLocaleString('en-US')
        : v.toLocaleString('en-US', { maximumFractionDigits: 2 });
    }
    if (v === null || v === undefined) return '—';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }

  const percent = (p) => (typeof p === 'number' ? `${(p * 100).toFixed(1)} %` : '—');

  // ---- Key -------------------------------------------------------------------------------------

  const operatorKey = el.key.dataset.operatorKey || '';
  const storedKey = storageGet(KEY_STORAGE);
  if (storedKey) el.key.value = storedKey;

  function syncKeyReset() {
    el.keyResetRow.hidden = !operatorKey || el.key.value.trim() === operatorKey;
  }

  el.key.addEventListener('input', () => {
    storageSet(KEY_STORAGE, el.key.value.trim());
    syncKeyReset();
  });
  el.keyReset.addEventListener('click', () => {
    el.key.value = operatorKey;
    storageSet(KEY_STORAGE, '');
    syncKeyReset();
    el.key.focus();
  });
  el.keyToggle.addEventListener('click', () => {
    const show = el.key.type === 'password';
    el.key.type = show ? 'text' : 'password';
    el.keyToggle.textContent = show ? 'Hide' : 'Show';
    el.keyToggle.setAttribute('aria-pressed', String(show));
  });
  syncKeyReset();

  // ---- Endpoint and options --------------------------------------------------------------------

  const current = () => endpoints.get(el.endpoint.value) || config.endpoints[0];
  const optionInput = (name) => $(`opt-${name}`);

  function optionVisible(ep, name) {
    if (!(ep.options || []).includes(name)) return false;
    const when = options.get(name).when;
    return !when || optionInput(when.name).value === when.value;
  }

  function syncEndpoint() {
    const ep = current();
    const multipart = ep.transport === 'multipart';
    el.endpointPath.textContent = `POST ${ep.path}${multipart ? ' · multipart/form-data' : ''}`;
    let shown = 0;
    for (const wrap of el.options.querySelectorAll('[data-option]')) {
      const visible = optionVisible(ep, wrap.dataset.option);
      wrap.hidden = !visible;
      if (visible) shown++;
    }
    el.options.hidden = shown === 0;
    el.inputField.hidden = multipart;
    el.fileField.hidden = !multipart;
    if (multipart) el.file.accept = ep.accept || '';
    else el.inputLabel.textContent = INPUT_LABELS[ep.input] || 'Text';
    storageSet(ENDPOINT_STORAGE, ep.id);
  }

  const storedEndpoint = storageGet(ENDPOINT_STORAGE);
  if (storedEndpoint && endpoints.has(storedEndpoint)) el.endpoint.value = storedEndpoint;
  el.endpoint.addEventListener('change', syncEndpoint);
  el.options.addEventListener('change', syncEndpoint);
  syncEndpoint();

  function syncCount() {
    el.inputCount.textContent = plural(codePoints(el.input.value), 'character');
  }
  el.input.addEventListener('input', syncCount);
  el.sample.addEventListener('click', () => {
    const ep = current();
    el.input.value = ep.view === 'edits' ? SAMPLES.check : SAMPLES[ep.input] || SAMPLES.text;
    syncCount();
    el.input.focus();
  });
  syncCount();

  // ---- Request ---------------------------------------------------------------------------------

  /** The fetch init for the chosen endpoint, with `key` in the body (or in jsonParams for files). */
  function buildRequest(ep) {
    const key = el.key.value.trim();
    if (ep.transport === 'multipart') {
      const form = new FormData();
      const file = el.file.files?.[0];
      if (file) form.append('file', file, file.name);
      form.append('jsonParams', new Blob([JSON.stringify({ key })], { type: 'application/json' }));
      return { method: 'POST', body: form };
    }
    const body = { key, [ep.input || 'text']: el.input.value, ...(ep.fixed || {}) };
    for (const name of ep.options || []) {
      if (!optionVisible(ep, name)) continue;
      const raw = optionInput(name).value.trim();
      if (raw === '') continue;
      body[name] = options.get(name).kind === 'number' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    }
    return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  }

  let sequence = 0;
  let inFlight = null;

  async function send() {
    const ep = current();
    const mine = ++sequence;
    if (inFlight) inFlight.abort();
    const controller = new AbortController();
    inFlight = controller;
    setBusy(true);
    setStatus('pending', '…', `Sending to ${ep.path}`);
    const started = performance.now();
    let res;
    let text;
    try {
      res = await fetch(ep.path, { ...buildRequest(ep), signal: controller.signal });
      text = await res.text();
    } catch (err) {
      if (mine !== sequence) return;
      setBusy(false);
      showFailure(err);
      return;
    }
    if (mine !== sequence) return;
    inFlight = null;
    setBusy(false);
    const ms = Math.round(performance.now() - started);
    let data;
    let isJson = true;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      isJson = false;
    }
    showAnswer(ep, res, isJson ? data : undefined, text, ms);
  }

  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    send();
  });
  el.form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  });

  function setBusy(busy) {
    el.send.disabled = busy;
    el.send.textContent = busy ? 'Sending…' : 'Send';
    el.form.setAttribute('aria-busy', String(busy));
  }

  // ---- Response --------------------------------------------------------------------------------

  function setStatus(kind, badge, text) {
    el.status.className = `status ${kind}`;
    el.status.replaceChildren(
      h('span', { className: 'badge' }, badge),
      h('span', { className: 'status-text' }, text),
    );
  }

  function setJson(text) {
    el.json.textContent = text;
    el.copy.disabled = text === '';
  }

  function callout(kind, title, message, note) {
    return h(
      'div',
      { className: `callout ${kind}`, role: kind === 'error' ? 'alert' : null },
      h('p', { className: 'callout-title' }, title),
      h('p', { className: 'callout-msg' }, message),
      note ? h('p', { className: 'callout-note' }, note) : null,
    );
  }

  function showFailure(err) {
    setStatus('error', '!', 'No answer');
    const reason = err?.message || String(err);
    el.view.replaceChildren(
      callout(
        'error',
        'The server could not be reached',
        reason,
        'Check that the server is running and try again.',
      ),
    );
    setJson('');
  }

  function showAnswer(ep, res, data, text, ms) {
    const reason = res.statusText || (res.ok ? 'OK' : 'Error');
    const msg = data && typeof data === 'object' && typeof data.msg === 'string' ? data.msg : null;
    setJson(data === undefined ? text : data === null ? '' : JSON.stringify(data, null, 2));

    if (res.status === 501) {
      setStatus('unavailable', '501', `Not available yet · ${ep.label} · ${ms} ms`);
      el.view.replaceChildren(
        callout(
          'unavailable',
          'Not available yet',
          msg || `${ep.label} is not available yet.`,
          'This server accepted the key and the parameters but has no engine for this endpoint yet.',
        ),
      );
      return;
    }
    if (!res.ok) {
      setStatus('error', String(res.status), `${reason} · ${ep.label} · ${ms} ms`);
      const retry = res.headers.get('Retry-After');
      el.view.replaceChildren(
        callout(
          'error',
          `Error ${res.status}`,
          msg || (text ? text.slice(0, 500) : reason),
          retry ? `Retry after ${retry} s.` : null,
        ),
      );
      return;
    }
    setStatus('ok', String(res.status), `${reason} · ${ep.label} · ${ms} ms`);
    if (data === undefined) {
      el.view.replaceChildren(callout('error', 'The answer is not JSON', text.slice(0, 500)));
      return;
    }
    const render = VIEWS[ep.view];
    let node = null;
    try {
      node = render && data !== null ? render(data) : null;
    } catch {
      // An answer of an unexpected shape still shows as JSON below.
    }
    el.view.replaceChildren(...(node ? [node] : []));
  }

  el.copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(el.json.textContent);
      el.copy.textContent = 'Copied';
    } catch {
      getSelection().selectAllChildren(el.json);
      el.copy.textContent = 'Selected';
    }
    setTimeout(() => {
      el.copy.textContent = 'Copy';
    }, 1500);
  });

  // ---- Readable views, one per kind of answer --------------------------------------------------

  /** Flattens nested objects into [path, leafKey, value] rows (readability_scores.* and the like). */
  function flatten(obj, prefix) {
    const rows = [];
    for (const [k, v] of Object.entries(obj)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) rows.push(...flatten(v, path));
      else rows.push([path, k, v]);
    }
    return rows;
  }

  function table(caption, head, rows, className) {
    const thead = h(
      'thead',
      {},
      h(
        'tr',
        {},
        head.map((c) => h('th', { scope: 'col' }, c)),
      ),
    );
    return h(
      'div',
      { className: 'table-wrap' },
      h(
        'table',
        { className: `data ${className || ''}` },
        h('caption', {}, caption),
        thead,
        h('tbody', {}, rows),
      ),
    );
  }

  /** A dotted/underscored field path that may wrap only after `.` and `_`. */
  function breakable(path) {
    return path.split(/(?<=[._])/).flatMap((part, i) => (i === 0 ? [part] : [h('wbr', {}), part]));
  }

  function statistics(data) {
    const rank = (path) => {
      const i = STAT_ORDER.indexOf(path);
      return i === -1 ? STAT_ORDER.length : i;
    };
    const rows = flatten(data, '').sort((a, b) => rank(a[0]) - rank(b[0]));
    return table(
      'Statistics',
      ['Measure', 'Field', 'Value'],
      rows.map(([path, leaf, value]) =>
        h(
          'tr',
          { 'data-field': path },
          h('th', { scope: 'row' }, STAT_LABELS[leaf] || leaf.replace(/_/g, ' ')),
          h('td', {}, h('code', {}, breakable(path))),
          h('td', { className: 'num' }, formatValue(value)),
        ),
      ),
      'stats',
    );
  }

  function chunks(data) {
    const list = Array.isArray(data.chunks) ? data.chunks : [];
    return h(
      'div',
      {},
      h('p', { className: 'summary' }, plural(list.length, 'chunk')),
      h(
        'ol',
        { className: 'chunks' },
        list.map((chunk, i) =>
          h(
            'li',
            { className: 'chunk' },
            h(
              'span',
              { className: 'chunk-meta' },
              `#${i + 1} · ${plural(codePoints(String(chunk)), 'char')}`,
            ),
            h('span', { className: 'chunk-text' }, String(chunk)),
          ),
        ),
      ),
    );
  }

  function edits(data) {
    const list = Array.isArray(data) ? data : Array.isArray(data.edits) ? data.edits : [];
    const parts = [];
    if (list.length === 0) parts.push(h('p', { className: 'summary' }, 'No suggestions.'));
    else {
      parts.push(
        table(
          plural(list.length, 'suggestion'),
          ['Original', 'Replacement', 'Type', 'Sentence'],
          list.map((e) => {
            const original = Array.from(String(e.sentence || ''))
              .slice(e.start, e.end)
              .join('');
            return h(
              'tr',
              {},
              h('td', {}, h('del', {}, original || '∅')),
              h('td', {}, h('ins', {}, e.replacement === '' ? '(remove)' : e.replacement)),
              h('td', {}, [e.general_error_type, e.error_type].filter(Boolean).join(' · ') || '—'),
              h(
                'td',
                { className: 'muted' },
                e.description ? `${e.sentence} — ${e.description}` : e.sentence,
              ),
            );
          }),
        ),
      );
    }
    if (typeof data.applied_text === 'string') parts.push(textBlock('Applied text', data.applied_text));
    return h('div', {}, parts);
  }

  function textBlock(title, text) {
    return h(
      'figure',
      { className: 'text-block' },
      h('figcaption', {}, title),
      h('p', { className: 'prose' }, text),
    );
  }

  function rephrase(data) {
    const list = Array.isArray(data.results) ? data.results : [];
    if (list.length === 0) return h('p', { className: 'summary' }, 'No transformation applies to this text.');
    return h(
      'div',
      {},
      list.map((r, i) =>
        textBlock(`${r.rephrase_type || 'Result'} ${list.length > 1 ? i + 1 : ''}`, r.replacement),
      ),
    );
  }

  function completion(data) {
    return textBlock(
      'Completion',
      h('span', {}, h('span', { className: 'muted' }, data.query || ''), h('mark', {}, data.output || '')),
    );
  }

  function aidetect(data) {
    const parts = [
      h(
        'dl',
        { className: 'facts' },
        h('dt', {}, 'AI-generated probability'),
        h('dd', {}, percent(data.score)),
        h('dt', {}, 'Share of text in AI-like sentences'),
        h('dd', {}, percent(data.ai_fraction)),
      ),
    ];
    if (Array.isArray(data.sentence_scores) && data.sentence_scores.length > 0) {
      parts.push(
        table(
          'Sentence scores',
          ['Sentence', 'Score'],
          data.sentence_scores.map((s) =>
            h('tr', {}, h('td', {}, s.sentence), h('td', { className: 'num' }, percent(s.score))),
          ),
        ),
      );
    }
    return h('div', {}, parts);
  }

  /** [probability, label, emoji?] lists, as sentiment and tone answer. */
  function labelBars(pairs) {
    return h(
      'ul',
      { className: 'meters' },
      (pairs || []).map(([p, label, emoji]) =>
        h(
          'li',
          {},
          h('span', { className: 'meter-label' }, `${emoji ? `${emoji} ` : ''}${label}`),
          h('span', {
            className: 'meter',
            'aria-hidden': 'true',
            style: `--w:${Math.max(0, Math.min(1, Number(p) || 0)) * 100}%`,
          }),
          h('span', { className: 'num' }, percent(p)),
        ),
      ),
    );
  }

  function labels(data) {
    const sents = Array.isArray(data.sents) ? data.sents : [];
    const results = Array.isArray(data.results) ? data.results : [];
    return h(
      'div',
      {},
      h('h4', {}, 'Overall'),
      labelBars(data.overall),
      sents.length
        ? table(
            'Per sentence',
            ['Sentence', 'Most likely'],
            sents.map((s, i) => {
              const top = (results[i] || [])[0];
              return h(
                'tr',
                {},
                h('td', {}, s),
                h('td', {}, top ? `${top[2] ? `${top[2]} ` : ''}${top[1]} (${percent(top[0])})` : '—'),
              );
            }),
          )
        : null,
    );
  }

  function translation(data) {
    const from = data.source_lang_name || data.source_lang || 'unknown';
    const to = data.target_lang_name || data.target_lang || '';
    return textBlock(`${from} → ${to}`, data.translation);
  }

  function summary(data) {
    const points = Array.isArray(data.key_points) ? data.key_points : [];
    return h(
      'div',
      {},
      textBlock(`Summary (${data.length || 'medium'})`, data.summary),
      points.length ? h('h4', {}, 'Key points') : null,
      points.length
        ? h(
            'ul',
            { className: 'points' },
            points.map((p) => h('li', {}, p)),
          )
        : null,
    );
  }

  function extracted(data) {
    const text = String(data.text || '');
    return textBlock(`Extracted text · ${plural(codePoints(text), 'character')}`, text);
  }

  const VIEWS = {
    statistics,
    chunks,
    edits,
    rephrase,
    completion,
    aidetect,
    labels,
    translation,
    summary,
    text: extracted,
  };
})();
