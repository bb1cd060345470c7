// Tell Grafast which mode to run in before it loads (it warns when GRAPHILE_ENV is
// unset): development checks under NODE_ENV=development, production otherwise.
process.env.GRAPHILE_ENV ??= process.env.NODE_ENV === 'development' ? 'development' : 'production';

export {};
