// Route String: /blog/{slug}; an unknown slug has no pre-rendered page, so it is a 404.
export default '/blog/@slug';
