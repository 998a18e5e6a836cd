// The page code docs/container.md shows, type-checked against causeway.d.ts and the showcase's typings, which
// include every container's built-in methods.
export {};

const compose = () => {};
const show = (title) => console.log(title);
// snippet: container-page
await causeway.nav.openWeb({url: "detail.html"});                   // a new container page
await causeway.nav.openNative({name: "settings", parameters: {}});  // from the app's route table
await causeway.nav.back(); await causeway.nav.reload(); await causeway.nav.close();
const {canGoBack, title, isLoading} = await causeway.nav.state(); // also sent as the event "nav.state"
await causeway.header.configure({title: "Inbox", rightItems: [{id: "compose", title: "New"}]});
causeway.on("header.itemTapped", ({id}) => compose());
await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 0}}); // or {menu: […]}
causeway.on("header.segmentSelected", ({index, title}) => show(title));            // header.menuItemSelected
await causeway.header.configure({titleView: {native: "search", parameters: {placeholder: "Find"}}});
await causeway.share.share({title: "Causeway", url: location.href}); // {shared: true | false}
const info = await causeway.app.info();                            // app name, version, build; system, model, locale
const account = await causeway.account.current();                  // {id, fields} or null, for the app's readers
causeway.on("account.changed", (account) => render(account));      // every sign-in and sign-out, in order
// snippet: end
console.log(canGoBack, title, isLoading, info, account);
