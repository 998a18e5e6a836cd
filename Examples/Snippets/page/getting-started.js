// The page code of the Causeway catalog's Getting Started, type-checked against causeway.d.ts.
export {};

// snippet: device-info
const info = await causeway.call("device.info");
// snippet: end
console.log(info);

// The page code of CausewayWebKit's Getting Started and of CausewayPackagePages' overview.
// snippet: ios-pages
await causeway.nav.openWeb({url: "article.html"});                  // pushes another CausewayViewController
await causeway.nav.openNative({name: "settings", parameters: {}});  // pushes SettingsViewController
await causeway.header.configure({title: "Inbox", titleView: {native: "logo", parameters: {}}});
// snippet: end

// snippet: ready
causeway.ready();
// snippet: end
