//! A small WebDriver client for headless Chromium through chromedriver (plain HTTP and JSON),
//! and a static file server on 127.0.0.1, for the book's browser tests (`tests/browser.rs`,
//! `tests/lab.rs`) and the lab's measurement (`examples/lab_cost.rs`), which include this file
//! by path.

#![allow(dead_code)] // each includer uses its own part

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use base64::Engine;
use serde_json::{Value, json};

/// The flags this machine's headless Chromium needs (no sandbox as root, no GPU, nothing
/// fetched from the network).
const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
];

/// The first of `names` found on the PATH (or as a full path).
pub fn find_program(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    names.iter().find_map(|name| {
        let direct = PathBuf::from(name);
        if direct.is_absolute() && direct.is_file() {
            return Some(direct);
        }
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}

/// Serves `root` over HTTP on 127.0.0.1 (GET only, one request per connection) from a thread
/// that lives as long as the process; returns `host:port`.
pub fn serve(root: PathBuf) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
    let address = listener.local_addr().unwrap().to_string();
    thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let root = root.clone();
            thread::spawn(move || answer(stream, &root));
        }
    });
    address
}

fn answer(mut stream: TcpStream, root: &Path) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    // Read the headers to their end, so that the browser sees the whole request consumed.
    let mut line = String::new();
    while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
        line.clear();
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let relative = path.trim_start_matches('/');
    let file = if relative.is_empty() || relative.ends_with('/') {
        root.join(relative).join("index.html")
    } else {
        root.join(relative)
    };
    let safe = !relative.split('/').any(|part| part == "..");
    let (status, body) = match std::fs::read(&file) {
        Ok(body) if safe => ("200 OK", body),
        _ => ("404 Not Found", b"not found".to_vec()),
    };
    let kind = match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "application/javascript",
        Some("css") => "text/css",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(&body);
}

/// A chromedriver process, ended when dropped.
pub struct ChromeDriver {
    child: Child,
    base: String,
    agent: ureq::Agent,
}

impl ChromeDriver {
    pub fn start(program: &Path) -> ChromeDriver {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(300)))
            .build()
            .into();
        let driver = ChromeDriver {
            child,
            base: format!("http://127.0.0.1:{port}"),
            agent,
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let ready = driver
                .agent
                .get(format!("{}/status", driver.base))
                .call()
                .ok()
                .and_then(|mut r| r.body_mut().read_json::<Value>().ok())
                .is_some_and(|v| v["value"]["ready"] == json!(true));
            if ready {
                return driver;
            }
            assert!(Instant::now() < deadline, "chromedriver did not get ready");
            thread::sleep(Duration::from_millis(100));
        }
    }

    /// A browser session: headless Chromium with this machine's flags and a fresh profile, in
    /// a window of 1000 by 1400 CSS pixels.
    pub fn session(&self, chromium: &Path, scratch: &Path) -> Session<'_> {
        self.desktop(chromium, scratch, (1000, 1400))
    }

    /// A desktop browser session: a window of `width` by `height` CSS pixels.
    pub fn desktop(
        &self,
        chromium: &Path,
        scratch: &Path,
        (width, height): (u32, u32),
    ) -> Session<'_> {
        let size = format!("--window-size={width},{height}");
        self.session_with(chromium, scratch, &[size], None)
    }

    /// A session emulating a phone of `width` by `height` CSS pixels at `ratio` device pixels
    /// a CSS pixel (a plain --window-size cannot go below 500 pixels in headless Chromium).
    pub fn phone(
        &self,
        chromium: &Path,
        scratch: &Path,
        (width, height, ratio): (u32, u32, u32),
    ) -> Session<'_> {
        let phone = json!({
            "deviceMetrics": { "width": width, "height": height, "pixelRatio": ratio },
        });
        self.session_with(chromium, scratch, &[], Some(phone))
    }

    fn session_with(
        &self,
        chromium: &Path,
        scratch: &Path,
        extra: &[String],
        mobile: Option<Value>,
    ) -> Session<'_> {
        let profile = scratch.join("chromium-profile");
        let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| s.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.display()));
        args.extend(extra.iter().cloned());
        let mut options = json!({
            "binary": chromium.to_str().unwrap(),
            "args": args,
        });
        if let Some(mobile) = mobile {
            options["mobileEmulation"] = mobile;
        }
        let value = self.call(
            "POST",
            "/session",
            Some(json!({
                "capabilities": { "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": options,
                } }
            })),
        );
        let id = value["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {value}"))
            .to_string();
        Session { driver: self, id }
    }

    /// One WebDriver command; returns its `value`, panicking with the driver's message on an
    /// error.
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let response = match method {
            "GET" => self.agent.get(&url).call(),
            "DELETE" => self.agent.delete(&url).call(),
            _ => self
                .agent
                .post(&url)
                .send_json(body.unwrap_or_else(|| json!({}))),
        };
        let mut response = response.unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        let status = response.status();
        let value: Value = response
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_json()
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        assert!(
            status.is_success(),
            "{method} {path}: {status}: {}",
            value["value"]
        );
        value["value"].clone()
    }
}

impl Drop for ChromeDriver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub struct Session<'a> {
    driver: &'a ChromeDriver,
    id: String,
}

impl Session<'_> {
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.driver
            .call(method, &format!("/session/{}{path}", self.id), body)
    }

    pub fn navigate(&self, url: &str) {
        self.call("POST", "/url", Some(json!({ "url": url })));
    }

    /// The address of the page shown.
    pub fn url(&self) -> String {
        self.call("GET", "/url", None)
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Runs `script` in the page (its `arguments` are `args`) and returns its value.
    pub fn script(&self, script: &str, args: Value) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": args })),
        )
    }

    /// Polls `script` until it returns something other than null, for up to `seconds`.
    pub fn wait_until(&self, script: &str, args: Value, seconds: u64, what: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            let value = self.script(script, args.clone());
            if !value.is_null() {
                return value;
            }
            if Instant::now() > deadline {
                let text = self.script("return document.body.innerText;", json!([]));
                panic!("{what}: nothing after {seconds} s; the page says:\n{text}");
            }
            thread::sleep(Duration::from_millis(50));
        }
    }

    /// The ids of the elements matching `css` now.
    pub fn elements(&self, css: &str) -> Vec<String> {
        let found = self.call(
            "POST",
            "/elements",
            Some(json!({ "using": "css selector", "value": css })),
        );
        found
            .as_array()
            .map(|all| {
                all.iter()
                    .map(|e| {
                        e[ELEMENT]
                            .as_str()
                            .unwrap_or_else(|| panic!("not an element: {e}"))
                            .to_string()
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Waits up to ten seconds for an element matching `css`; returns its id.
    pub fn wait_for(&self, css: &str) -> String {
        let ids = self.wait_for_all(css, 1);
        ids[0].clone()
    }

    /// Waits up to ten seconds for `count` elements matching `css`; returns their ids.
    pub fn wait_for_all(&self, css: &str, count: usize) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let ids = self.elements(css);
            if ids.len() >= count {
                return ids;
            }
            if Instant::now() > deadline {
                let text = self.script("return document.body.innerText;", json!([]));
                panic!(
                    "{} of {count} {css} on the page after 10 s; the page says:\n{text}",
                    ids.len()
                );
            }
            thread::sleep(Duration::from_millis(100));
        }
    }

    /// The first element matching `css` inside the element `parent`.
    pub fn find_in(&self, parent: &str, css: &str) -> String {
        let found = self.call(
            "POST",
            &format!("/element/{parent}/element"),
            Some(json!({ "using": "css selector", "value": css })),
        );
        found[ELEMENT].as_str().unwrap().to_string()
    }

    pub fn click(&self, element: &str) {
        self.call("POST", &format!("/element/{element}/click"), None);
    }

    pub fn send_keys(&self, element: &str, keys: &str) {
        self.call(
            "POST",
            &format!("/element/{element}/value"),
            Some(json!({ "text": keys })),
        );
    }

    /// The visible page as PNG bytes.
    pub fn screenshot(&self) -> Vec<u8> {
        let data = self.call("GET", "/screenshot", None);
        base64::engine::general_purpose::STANDARD
            .decode(data.as_str().expect("base64 text"))
            .expect("valid base64")
    }
}

/// The W3C WebDriver key for an element reference.
pub const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A reference to the element `id`, as a script's argument.
pub fn element_ref(id: &str) -> Value {
    json!({ ELEMENT: id })
}

impl Drop for Session<'_> {
    fn drop(&mut self) {
        let _ = self
            .driver
            .agent
            .delete(format!("{}/session/{}", self.driver.base, self.id))
            .call();
    }
}

/// Copies a directory tree.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    let Ok(entries) = std::fs::read_dir(from) else {
        return;
    };
    for entry in entries {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}
