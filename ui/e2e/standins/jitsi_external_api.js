/*
 * TEST SCAFFOLDING ONLY: a stand-in for Jitsi Meet's external_api.js,
 * served by the browser tests in place of https://{jitsi domain}/external_api.js
 * (no Jitsi server is reachable from the test machine). It is never part
 * of the product. Like the real script it defines JitsiMeetExternalAPI,
 * puts an iframe in the parent node and emits the iframe's events; the
 * tests drive the other participant's events through
 * window.jitsiStandIn.emit(event, payload).
 */
(function () {
  const instances = [];

  class JitsiMeetExternalAPI {
    constructor(domain, options) {
      this.domain = domain;
      this.options = options;
      this.listeners = {};
      this.sharing = false;
      this.frame = document.createElement('iframe');
      this.frame.title = 'Jitsi Meet stand-in';
      this.frame.setAttribute('data-room', options.roomName);
      options.parentNode.appendChild(this.frame);
      instances.push(this);
      // Joining takes a moment, then the local devices come up.
      setTimeout(() => {
        this.emit('videoConferenceJoined', { roomName: options.roomName, id: 'local' });
        this.emit('audioAvailabilityChanged', { available: true });
        this.emit('videoAvailabilityChanged', { available: true });
      }, 200);
    }

    on(event, listener) {
      (this.listeners[event] ??= []).push(listener);
    }

    emit(event, payload) {
      for (const listener of this.listeners[event] ?? []) listener(payload);
    }

    executeCommand(command) {
      if (command === 'hangup')
        this.emit('videoConferenceLeft', { roomName: this.options.roomName });
      if (command === 'toggleShareScreen') {
        this.sharing = !this.sharing;
        this.emit('screenSharingStatusChanged', { on: this.sharing });
      }
    }

    dispose() {
      this.frame.remove();
    }
  }

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
  window.jitsiStandIn = {
    instances,
    emit: (event, payload) => instances[instances.length - 1]?.emit(event, payload),
    options: () => {
      const last = instances[instances.length - 1];
      return (
        last && { domain: last.domain, roomName: last.options.roomName, jwt: last.options.jwt }
      );
    },
  };
})();
