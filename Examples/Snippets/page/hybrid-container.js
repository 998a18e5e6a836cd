// The page code of the Causeway catalog's article on the hybrid container
// (Sources/Causeway/Causeway.docc/HybridContainer.md), type-checked against the typings of the built-in methods.
export {};

const compose = () => {};
const showFeed = (title) => console.log(title);
const show = (account) => console.log(account);
// snippet: built-ins
await causeway.header.configure({title: "Inbox", rightItems: [{id: "compose", title: "New"}]});
causeway.on("header.itemTapped", ({id}) => compose());
await causeway.nav.openNative({name: "settings", parameters: {}});
await causeway.cookies.set({url: "https://api.example.com/", name: "theme", value: "dark"});
// snippet: end

// snippet: title-views
await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 0}});
causeway.on("header.segmentSelected", ({index, title}) => showFeed(title));
await causeway.header.configure({titleView: {menu: ["Inbox", "Sent", "Drafts"]}});
await causeway.header.configure({titleView: {native: "search", parameters: {placeholder: "Find"}}});
await causeway.header.configure({titleView: "plain"});                    // the title text again
// snippet: end

// snippet: account
const account = await causeway.account.current();          // {id, fields} or null
causeway.on("account.changed", (account) => show(account)); // on every sign-in and sign-out, in order
// snippet: end
console.log(account);
