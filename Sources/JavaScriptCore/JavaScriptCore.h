// JavaScriptCore's C API, as Apple's JavaScriptCore framework declares it (JSBase.h, JSContextRef.h, JSStringRef.h,
// JSValueRef.h, JSObjectRef.h), as far as Causeway uses it. WebKitGTK's libjavascriptcoregtk exports these functions
// but installs only its GObject API's headers.
#include <stdbool.h>
#include <stddef.h>

typedef const struct OpaqueJSContextGroup *JSContextGroupRef;
typedef const struct OpaqueJSContext *JSContextRef;
typedef struct OpaqueJSContext *JSGlobalContextRef;
typedef struct OpaqueJSString *JSStringRef;
typedef struct OpaqueJSClass *JSClassRef;
typedef const struct OpaqueJSValue *JSValueRef;
typedef struct OpaqueJSValue *JSObjectRef;
typedef unsigned short JSChar;
typedef unsigned JSPropertyAttributes;

typedef JSValueRef (*JSObjectCallAsFunctionCallback)(JSContextRef ctx, JSObjectRef function, JSObjectRef thisObject,
                                                      size_t argumentCount, const JSValueRef arguments[],
                                                      JSValueRef *exception);

JSContextGroupRef JSContextGroupCreate(void);
JSGlobalContextRef JSGlobalContextCreateInGroup(JSContextGroupRef group, JSClassRef globalObjectClass);
void JSGlobalContextRelease(JSGlobalContextRef ctx);
JSObjectRef JSContextGetGlobalObject(JSContextRef ctx);
JSGlobalContextRef JSContextGetGlobalContext(JSContextRef ctx);
JSValueRef JSEvaluateScript(JSContextRef ctx, JSStringRef script, JSObjectRef thisObject, JSStringRef sourceURL,
                            int startingLineNumber, JSValueRef *exception);

JSStringRef JSStringCreateWithCharacters(const JSChar *chars, size_t numChars);
JSStringRef JSStringCreateWithUTF8CString(const char *string);
void JSStringRelease(JSStringRef string);
size_t JSStringGetLength(JSStringRef string);
const JSChar *JSStringGetCharactersPtr(JSStringRef string);

JSValueRef JSValueMakeUndefined(JSContextRef ctx);
JSValueRef JSValueMakeString(JSContextRef ctx, JSStringRef string);
JSValueRef JSValueMakeNumber(JSContextRef ctx, double number);
bool JSValueIsString(JSContextRef ctx, JSValueRef value);
double JSValueToNumber(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
JSStringRef JSValueToStringCopy(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
JSObjectRef JSValueToObject(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
void JSValueProtect(JSContextRef ctx, JSValueRef value);
void JSValueUnprotect(JSContextRef ctx, JSValueRef value);

JSObjectRef JSObjectMakeFunctionWithCallback(JSContextRef ctx, JSStringRef name,
                                             JSObjectCallAsFunctionCallback callAsFunction);
bool JSObjectIsFunction(JSContextRef ctx, JSObjectRef object);
void JSObjectSetProperty(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef value,
                         JSPropertyAttributes attributes, JSValueRef *exception);
JSValueRef JSObjectCallAsFunction(JSContextRef ctx, JSObjectRef object, JSObjectRef thisObject, size_t argumentCount,
                                  const JSValueRef arguments[], JSValueRef *exception);
