// Story fixtures: illustrated photos as inline SVG (stories must not load anything remote).

function svg(body: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  )}`;
}

/** A flower bed under a blue sky. */
export const flowerBedImage = svg(
  '<rect width="320" height="180" fill="#cfe8f7"/><circle cx="262" cy="38" r="20" fill="#ffe08a"/>' +
    '<rect y="112" width="320" height="68" fill="#6d8f3c"/><rect y="138" width="320" height="42" fill="#5b4632"/>' +
    Array.from({ length: 12 }, (_, i) => {
      const x = 16 + i * 26;
      const colour = ['#e86a92', '#f7c948', '#9b6ee8', '#f08a4b'][i % 4];
      return `<rect x="${x + 5}" y="104" width="3" height="36" fill="#3f6e2a"/><circle cx="${x + 6}" cy="${100 - (i % 3) * 6}" r="9" fill="${colour}"/><circle cx="${x + 6}" cy="${100 - (i % 3) * 6}" r="3" fill="#fff3c4"/>`;
    }).join(''),
);

/** A tree in a park. */
export const treeImage = svg(
  '<rect width="320" height="180" fill="#d9efe0"/><rect y="130" width="320" height="50" fill="#7fae55"/>' +
    '<rect x="150" y="88" width="20" height="60" rx="4" fill="#6b4a2f"/>' +
    '<circle cx="160" cy="70" r="48" fill="#3e8e41"/><circle cx="122" cy="86" r="30" fill="#4f9f48"/><circle cx="198" cy="86" r="30" fill="#357a38"/>',
);
