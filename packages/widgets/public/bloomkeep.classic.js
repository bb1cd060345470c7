// The widget script for pages that cannot add <script type="module">: a classic script that
// loads the module beside it (/widgets/v1/bloomkeep.js). The module then talks to the origin it
// came from, exactly as if it had been added directly.
(function () {
  var script =
    document.currentScript || document.querySelector('script[src*="bloomkeep.classic.js"]');
  var base = script && script.src ? script.src : document.baseURI;
  import(new URL('bloomkeep.js', base).href).catch(function (error) {
    console.error('Bloomkeep widgets could not be loaded', error);
  });
})();
